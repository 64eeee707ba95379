"""Files people send with their messages: stored once under `$HERMES_HOME/media/`, read into the
turn (images, documents, voice), pruned after `media.retention_days`.

`Attachments` is an answering step the composition root adds; `ImageParts` is what the turn
runner is handed to show stored images to a model that can see. Adapters only describe and
fetch files (`gateway.platform.Attachment`, `Adapter.fetch`); nothing here imports a platform SDK.
"""

from gateway.media.content import UNTRUSTED_FILE, without_file_bodies
from gateway.media.files import MediaFiles
from gateway.media.render import ImageParts
from gateway.media.step import Attachments

__all__ = ["Attachments", "ImageParts", "MediaFiles", "UNTRUSTED_FILE", "without_file_bodies"]
