"""The lexical bridge (RFC P5): wordnets in WN-LMF, compiled once into a
lookup cache, and the link from a paragraph's words to their senses, with the
senses' one-hop relations and their translations through the ILI."""
