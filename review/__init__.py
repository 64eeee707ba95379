"""Background review: after turns, look back and propose memory and skill writes (DESIGN.md §5).

It owns deciding when to review (it observes turn events), building the compact digest
for a routed model, running the review on the auxiliary model with only the memory and
skill tools, and `/refine`. Every write it makes goes through the tools, so it is staged;
it never imports the conversation core.
"""
