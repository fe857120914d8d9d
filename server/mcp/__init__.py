"""`semnet mcp`: the graph for AI assistants over the Model Context Protocol."""
