module example.com/inventory-mcp

go 1.19
