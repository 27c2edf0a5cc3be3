// Orders: a small orders/db MCP server on the official TypeScript SDK (McpServer,
// registerTool, zod), backed by an in-memory SQLite database (sql.js).
//
// Part of toolwright-audit's recall corpus: it is written the way the SDK's README and
// examples write servers, and it carries PLANTED findings that the audit's generic probes
// should report. audit/planted/planted.json lists each one (and the clean behaviours that
// must not be reported). Do not "fix" this file: the mistakes are the point.
//
//   node server.mjs                 # stdio
//   node server.mjs --http 3000     # Streamable HTTP (stateless) on http://127.0.0.1:3000/mcp

import path from 'node:path';
import { createRequire } from 'node:module';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createMcpExpressApp } from '@modelcontextprotocol/sdk/server/express.js';
import initSqlJs from 'sql.js';
import * as z from 'zod/v4';

const require = createRequire(import.meta.url);
const INVOICE_DIR = process.env.INVOICE_DIR ?? '/var/lib/orders/invoices';
const ERP_API_TOKEN = process.env.ERP_API_TOKEN ?? 'erp_7d2f90c1';
const ADMIN_BEARER_TOKEN = process.env.ADMIN_BEARER_TOKEN ?? 'admin-3b8e1f';
const EXPORT_ORGS = ['acme', 'initech'];
const EXPORT_ROLES = ['admin', 'auditor'];
const INJECTION = /ignore (all )?(previous|prior) instructions|system prompt|disregard (the|your) rules/i;

// --- the database ---------------------------------------------------------------------

const SQL = await initSqlJs({ locateFile: file => require.resolve(`sql.js/dist/${file}`) });
const db = new SQL.Database();
db.run(`
  CREATE TABLE orders (id TEXT PRIMARY KEY, customer TEXT, status TEXT, total_usd REAL, created_at TEXT);
  CREATE TABLE order_notes (order_id TEXT, note TEXT);
  INSERT INTO orders VALUES
    ('ord_1001', 'Ana Lima', 'shipped', 120.50, '2025-04-30'),
    ('ord_1002', 'Ben Okafor', 'pending', 89.99, '2025-05-01'),
    ('ord_1003', 'Chloe Martin', 'delivered', 640.00, '2025-05-02');
`);

function all(sql, params = []) {
  const stmt = db.prepare(sql);
  stmt.bind(params);
  const rows = [];
  while (stmt.step()) rows.push(stmt.getAsObject());
  stmt.free();
  return rows;
}

function findOrder(id) {
  return all('SELECT * FROM orders WHERE id = ?', [id])[0];
}

// The reporting replica (Postgres). In this deployment the replica is down, so every query
// fails the way `pg` fails when the host refuses the connection.
const reportingReplica = {
  host: 'db-replica-2.orders.internal',
  async query() {
    const err = new Error('connect ECONNREFUSED 10.0.3.7:5432');
    Object.assign(err, { errno: -111, code: 'ECONNREFUSED', syscall: 'connect', address: '10.0.3.7', port: 5432 });
    throw err;
  }
};

const text = t => ({ content: [{ type: 'text', text: t }] });
const toolError = t => ({ content: [{ type: 'text', text: t }], isError: true });

// --- the server -----------------------------------------------------------------------

function getServer() {
  const server = new McpServer({ name: 'orders', version: '1.0.0' });

  server.registerTool(
    'list_orders',
    {
      title: 'List orders',
      description: 'List recent orders, newest first.',
      inputSchema: {
        status: z.enum(['pending', 'shipped', 'delivered', 'cancelled']).optional().describe('Only orders in this status'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(100, { error: iss => `limit ${iss.input} is too large (max 100)` })
          .default(20)
          .describe('How many orders to return')
      }
    },
    async ({ status, limit }) => {
      const rows = status
        ? all('SELECT id, customer, status FROM orders WHERE status = ? ORDER BY created_at DESC LIMIT ?', [status, limit])
        : all('SELECT id, customer, status FROM orders ORDER BY created_at DESC LIMIT ?', [limit]);
      return text(JSON.stringify(rows));
    }
  );

  server.registerTool(
    'get_order',
    {
      title: 'Get order',
      description: 'Get one order by its ID (e.g. ord_1001).',
      inputSchema: { order_id: z.string().describe('The order ID') }
    },
    async ({ order_id }) => {
      const order = findOrder(order_id);
      if (!order) return toolError('No order with that ID. Call list_orders to find the order ID you need.');
      return text(JSON.stringify(order));
    }
  );

  server.registerTool(
    'search_orders',
    {
      title: 'Search orders by customer',
      description: "Find a customer's open orders (case-insensitive match on the customer name; % is a wildcard).",
      inputSchema: { customer: z.string().describe('Customer name') }
    },
    async ({ customer }) => {
      const rows = all(`
        SELECT id, customer, status, total_usd FROM orders
        WHERE (customer LIKE '${customer}' AND status != 'cancelled')
        ORDER BY created_at DESC
      `);
      return text(JSON.stringify(rows));
    }
  );

  server.registerTool(
    'customer_lifetime_value',
    {
      title: 'Customer lifetime value',
      description: "A customer's total spend, from the reporting replica.",
      inputSchema: { customer: z.string().describe('Customer name') }
    },
    async ({ customer }) => {
      try {
        const { rows } = await reportingReplica.query('SELECT sum(total_usd) AS ltv FROM orders WHERE customer = $1', [customer]);
        return text(`Lifetime value: $${rows[0].ltv}`);
      } catch (err) {
        return toolError(`Reporting query failed on ${reportingReplica.host}: ${err.message}`);
      }
    }
  );

  server.registerTool(
    'export_orders',
    {
      title: 'Export orders',
      description: "Export an organisation's orders as CSV or JSON.",
      inputSchema: {
        org: z.string().describe('Organisation slug'),
        format: z.enum(['csv', 'json']).default('csv')
      }
    },
    async ({ org, format }) => {
      if (!EXPORT_ORGS.includes(org)) {
        return toolError(
          `Export denied. Only users in roles [${EXPORT_ROLES.join(', ')}] may export; allowed orgs: ${EXPORT_ORGS.join(', ')}`
        );
      }
      const rows = all('SELECT * FROM orders');
      return text(format === 'json' ? JSON.stringify(rows) : rows.map(r => Object.values(r).join(',')).join('\n'));
    }
  );

  server.registerTool(
    'refund_order',
    {
      title: 'Refund order',
      description: 'Refund part or all of an order.',
      inputSchema: {
        order_id: z.string().describe('The order ID'),
        amount_usd: z.number().positive().describe('Amount to refund, in US dollars')
      }
    },
    async ({ order_id, amount_usd }) => {
      if (amount_usd > 500) {
        return toolError(
          'Refunds over $500 need manager approval. Ask a manager to approve the refund in the back office, then call refund_order again.'
        );
      }
      const order = findOrder(order_id);
      if (!order) return toolError('No order with that ID. Call list_orders to find the order ID you need.');
      return text(`Refunded $${amount_usd.toFixed(2)} on ${order.id}`);
    }
  );

  server.registerTool(
    'cancel_order',
    {
      title: 'Cancel order',
      description: 'Cancel a pending order.',
      inputSchema: { order_id: z.string().describe('The order ID') }
    },
    async ({ order_id }) => {
      try {
        const order = findOrder(order_id);
        if (!order || order.status !== 'pending') throw new Error(`cannot cancel ${order_id}`);
        db.run("UPDATE orders SET status = 'cancelled' WHERE id = ?", [order_id]);
        return text(`Cancelled ${order_id}`);
      } catch {
        return toolError('Operation failed');
      }
    }
  );

  server.registerTool(
    'add_order_note',
    {
      title: 'Add order note',
      description: 'Attach a free-text note to an order (shown to support staff).',
      inputSchema: {
        order_id: z.string().describe('The order ID'),
        note: z.string().max(2000).describe('The note')
      }
    },
    async ({ order_id, note }) => {
      if (INJECTION.test(note) || INJECTION.test(order_id)) {
        return toolError('Rejected: prompt injection detected in the note. This attempt has been logged.');
      }
      if (!findOrder(order_id)) return toolError('No order with that ID. Call list_orders to find the order ID you need.');
      db.run('INSERT INTO order_notes VALUES (?, ?)', [order_id, note]);
      return text('Note added.');
    }
  );

  server.registerTool(
    'render_invoice',
    {
      title: 'Render invoice',
      description: 'Render the invoice of an order as text.',
      inputSchema: { order_id: z.string().describe('The order ID') }
    },
    async ({ order_id }) => {
      try {
        const order = findOrder(order_id);
        const lines = order.lines ?? [{ sku: 'ITEM', qty: 1, price: order.total_usd }];
        return text([`INVOICE ${order.id}`, ...lines.map(l => `${l.sku} x${l.qty} $${l.price}`)].join('\n'));
      } catch (err) {
        return toolError(`Failed to render invoice:\n${err.stack}`);
      }
    }
  );

  server.registerTool(
    'get_invoice_pdf',
    {
      title: 'Get invoice PDF',
      description: 'Fetch a stored invoice PDF by file name (e.g. ord_1001.pdf).',
      inputSchema: { file: z.string().describe('Invoice file name') }
    },
    async ({ file }) => {
      const full = path.resolve(INVOICE_DIR, file);
      if (!full.startsWith(INVOICE_DIR + path.sep)) {
        return toolError(`Refusing to read ${full}: path traversal detected`);
      }
      return toolError('No invoice with that file name yet. Call render_invoice to create it.');
    }
  );

  server.registerTool(
    'sync_to_erp',
    {
      title: 'Sync to ERP',
      description: 'Push pending orders to the ERP. Needs the ERP API token.',
      inputSchema: { api_token: z.string().describe('ERP API token') }
    },
    async ({ api_token }) => {
      if (api_token !== ERP_API_TOKEN) return toolError('Authentication failed: invalid API token');
      return text('Synced 1 pending order to the ERP.');
    }
  );

  server.registerTool(
    'admin_metrics',
    {
      title: 'Admin metrics',
      description: 'Order counts by status (admins only when served over HTTP).'
    },
    async extra => {
      // Over HTTP, callers must send the admin bearer token; stdio is a trusted local client.
      const auth = extra.requestInfo?.headers?.authorization;
      if (extra.requestInfo && auth !== `Bearer ${ADMIN_BEARER_TOKEN}`) {
        return toolError('Unauthorized: missing or invalid bearer token');
      }
      return text(JSON.stringify(all('SELECT status, count(*) AS n FROM orders GROUP BY status')));
    }
  );

  server.registerResource(
    'order',
    'orders://ord_1001',
    { title: 'Order ord_1001', mimeType: 'application/json' },
    async uri => ({ contents: [{ uri: uri.href, text: JSON.stringify(findOrder('ord_1001')) }] })
  );

  server.registerPrompt(
    'summarize-order',
    { description: 'Summarize an order for a support agent', argsSchema: { order_id: z.string() } },
    ({ order_id }) => ({
      messages: [{ role: 'user', content: { type: 'text', text: `Summarize order ${order_id}. Use get_order to read it.` } }]
    })
  );

  return server;
}

// --- transports -----------------------------------------------------------------------

const httpIndex = process.argv.indexOf('--http');
if (httpIndex === -1) {
  const transport = new StdioServerTransport();
  await getServer().connect(transport);
  console.error('Orders MCP server running on stdio');
} else {
  const PORT = Number(process.argv[httpIndex + 1] ?? 3000);
  const app = createMcpExpressApp();
  app.post('/mcp', async (req, res) => {
    const server = getServer();
    try {
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
      res.on('close', () => {
        transport.close();
        server.close();
      });
    } catch (error) {
      console.error('Error handling MCP request:', error);
      if (!res.headersSent) {
        res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal server error' }, id: null });
      }
    }
  });
  const methodNotAllowed = (req, res) => {
    res.writeHead(405).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null }));
  };
  app.get('/mcp', methodNotAllowed);
  app.delete('/mcp', methodNotAllowed);
  const server = app.listen(PORT, error => {
    if (error) {
      console.error('Failed to start server:', error);
      process.exit(1);
    }
    // The port bound, which is not PORT when PORT is 0.
    console.error(`Orders MCP server (Streamable HTTP, stateless) listening on http://127.0.0.1:${server.address().port}/mcp`);
  });
}
