// Inventory: a stock-level MCP server on the TypeScript SDK's low-level `Server`
// (setRequestHandler), the way the SDK's "low-level server" docs write one.
//
// Part of toolwright-audit's recall corpus: EVERY failure is thrown as an McpError, which the
// low-level Server sends as a JSON-RPC error, never as an `isError` result, so the model
// never gets to read one (planted: `never-returns-result`). The messages themselves are
// clean: no echoed values, no internals, guidance where it helps. Stdio only.
//
//   node server.mjs

import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';

const stock = new Map([
  ['SKU-100', 12],
  ['SKU-200', 0]
]);

const server = new Server({ name: 'inventory', version: '1.0.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: 'get_stock',
      description: 'Units in stock for a SKU.',
      inputSchema: {
        type: 'object',
        properties: { sku: { type: 'string', pattern: '^SKU-[0-9]+$' } },
        required: ['sku']
      }
    },
    {
      name: 'reserve_stock',
      description: 'Reserve units of a SKU for an order.',
      inputSchema: {
        type: 'object',
        properties: {
          sku: { type: 'string' },
          quantity: { type: 'integer', minimum: 1, maximum: 50 }
        },
        required: ['sku', 'quantity']
      }
    }
  ]
}));

function skuArg(args) {
  if (typeof args?.sku !== 'string' || !/^SKU-[0-9]+$/.test(args.sku)) {
    throw new McpError(ErrorCode.InvalidParams, 'sku: must look like SKU-123');
  }
  if (!stock.has(args.sku)) {
    throw new McpError(ErrorCode.InvalidParams, 'Unknown SKU. Call get_stock with a SKU from the catalogue.');
  }
  return args.sku;
}

server.setRequestHandler(CallToolRequestSchema, async request => {
  const args = request.params.arguments ?? {};
  switch (request.params.name) {
    case 'get_stock': {
      const sku = skuArg(args);
      return { content: [{ type: 'text', text: String(stock.get(sku)) }] };
    }
    case 'reserve_stock': {
      const sku = skuArg(args);
      const quantity = args.quantity;
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > 50) {
        throw new McpError(ErrorCode.InvalidParams, 'quantity: must be an integer from 1 to 50');
      }
      if (stock.get(sku) < quantity) {
        throw new McpError(ErrorCode.InternalError, 'Not enough stock. Reserve fewer units or try again after the next delivery.');
      }
      stock.set(sku, stock.get(sku) - quantity);
      return { content: [{ type: 'text', text: `Reserved ${quantity} of ${sku}` }] };
    }
    default:
      throw new McpError(ErrorCode.MethodNotFound, 'Unknown tool. Call tools/list to see the available tools.');
  }
});

const transport = new StdioServerTransport();
await server.connect(transport);
console.error('Inventory MCP server running on stdio');
