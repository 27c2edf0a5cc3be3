module github.com/northwind/fleet-mcp

go 1.19
