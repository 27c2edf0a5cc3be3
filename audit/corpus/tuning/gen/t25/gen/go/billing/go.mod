module example.com/billing-mcp

go 1.19
