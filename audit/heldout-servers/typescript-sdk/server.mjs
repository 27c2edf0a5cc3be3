// Helpdesk: a small ticketing MCP server on the official TypeScript SDK (McpServer + zod).
//
// Held-out test server for toolwright-audit (see ../README.md and ../planted.json). It is
// written like an ordinary service built from the SDK's README; some of its failures are
// deliberately the kind real services ship. Do not "fix" it, and never tune the audit on it.
//
//   node server.mjs        # stdio

import fs from 'node:fs/promises';
import path from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import initSqlJs from 'sql.js';
import { z } from 'zod';

const UPLOAD_ROOT = process.env.HELPDESK_UPLOADS ?? '/var/lib/helpdesk/uploads';
const ONCALL_URL = process.env.ONCALL_URL ?? 'https://api.oncall.example.com/v2';
const ONCALL_TOKEN = process.env.ONCALL_TOKEN ?? 'oc_live_2b7e0c51';
const STATUSES = ['open', 'pending', 'solved', 'closed'];

// --- data ---------------------------------------------------------------------------

const SQL = await initSqlJs();
const db = new SQL.Database();
db.run(`
  CREATE TABLE tickets (id TEXT PRIMARY KEY, subject TEXT, requester TEXT, status TEXT,
                        priority INTEGER, created_at TEXT, updated_at TEXT);
  CREATE TABLE comments (ticket_id TEXT, body TEXT, internal INTEGER, created_at TEXT);
  INSERT INTO tickets VALUES
    ('HD-1041', 'Cannot log in after password reset', 'maria@northwind.test', 'open', 2, '2026-11-20T09:12:00Z', '2026-11-27T16:40:00Z'),
    ('HD-1042', 'Invoice PDF is blank', 'li@contoso.test', 'pending', 3, '2026-11-22T11:05:00Z', '2026-11-26T08:02:00Z'),
    ('HD-1043', 'Request: add SSO for the EU workspace', 'tom@fabrikam.test', 'open', 4, '2026-11-24T14:30:00Z', '2026-11-24T14:30:00Z'),
    ('HD-1044', 'Export to CSV times out', 'maria@northwind.test', 'solved', 2, '2026-11-25T10:00:00Z', '2026-11-28T12:15:00Z');
`);

function rows(sql, params = []) {
  const stmt = db.prepare(sql);
  stmt.bind(params);
  const out = [];
  while (stmt.step()) out.push(stmt.getAsObject());
  stmt.free();
  return out;
}

function findTicket(id) {
  const [ticket] = rows('SELECT * FROM tickets WHERE id = ?', [id]);
  if (!ticket) throw new Error(`ticket ${id} not found`);
  return ticket;
}

// Content filter run on everything we store and later show to agents and to the model.
const SUSPICIOUS = [
  /ignore\s+(all\s+|any\s+|the\s+)?(previous|prior|above|earlier|preceding)\s+(instructions|prompts|messages|rules)/i,
  /disregard\s+(all\s+|any\s+|the\s+|your\s+)?(previous|prior|above|system|earlier)/i,
  /(reveal|print|show|repeat|leak)\s+(me\s+)?(your|the)\s+(system\s+prompt|instructions|hidden)/i,
  /system\s+prompt/i,
  /you\s+are\s+now\s+/i,
  /jailbreak|developer\s+mode|\bDAN\b/i,
  /<\/?(system|assistant|instructions)>/i,
];

// --- upstream: the on-call paging API ---------------------------------------------------
// In production this is `fetch`. This build runs offline, so it answers with the responses
// recorded from the on-call API while the service account's token was revoked.
async function oncallFetch(url, init) {
  const auth = init?.headers?.Authorization;
  if (auth !== 'Bearer oc_live_9f3d11aa') {
    return new Response(JSON.stringify({ error: 'invalid_token', message: 'The access token is invalid or has expired.' }), {
      status: 401,
      headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer error="invalid_token"' },
    });
  }
  return new Response(JSON.stringify({ incident: { id: 'P7QK2M', status: 'triggered' } }), { status: 201 });
}

const text = t => ({ content: [{ type: 'text', text: t }] });
const fail = t => ({ content: [{ type: 'text', text: t }], isError: true });

// --- server -------------------------------------------------------------------------

const server = new McpServer({ name: 'helpdesk', version: '0.1.0' });

server.registerTool(
  'get_ticket',
  {
    title: 'Get ticket',
    description: 'Get a ticket by its ID (e.g. HD-1041), with its comments.',
    inputSchema: { ticket_id: z.string().describe('Ticket ID, e.g. HD-1041') },
  },
  async ({ ticket_id }) => {
    const [ticket] = rows('SELECT * FROM tickets WHERE id = ?', [ticket_id]);
    if (!ticket) {
      return fail('No ticket with that ID. Use search_tickets or list_tickets to find the ticket, then call get_ticket again.');
    }
    const comments = rows('SELECT body, internal, created_at FROM comments WHERE ticket_id = ?', [ticket_id]);
    return text(JSON.stringify({ ...ticket, comments }, null, 2));
  }
);

server.registerTool(
  'list_tickets',
  {
    title: 'List tickets',
    description: 'List tickets with a given status, most recently updated first.',
    inputSchema: {
      status: z.string().describe('Ticket status: open, pending, solved or closed'),
      limit: z.number().int().min(1).max(100).default(20),
    },
  },
  async ({ status, limit }) => {
    const wanted = status.trim().toLowerCase();
    if (!STATUSES.includes(wanted)) {
      return fail(`Unknown status. status must be one of: ${STATUSES.join(', ')}.`);
    }
    const found = rows('SELECT id, subject, requester, priority, updated_at FROM tickets WHERE status = ? ORDER BY updated_at DESC LIMIT ?', [wanted, limit]);
    return text(JSON.stringify(found, null, 2));
  }
);

server.registerTool(
  'search_tickets',
  {
    title: 'Search tickets',
    description: 'Full-text search over ticket subjects, or an exact requester email.',
    inputSchema: {
      query: z.string().describe('Words from the subject, or the requester email'),
      limit: z.number().int().min(1).max(100).default(20),
    },
  },
  async ({ query, limit }) => {
    const res = db.exec(`
      SELECT id, subject, status, requester
      FROM tickets
      WHERE (subject LIKE '%${query}%'
             OR requester = '${query}')
      ORDER BY updated_at DESC
      LIMIT ${limit}`);
    const found = res.length ? res[0].values.map(([id, subject, status, requester]) => ({ id, subject, status, requester })) : [];
    return text(JSON.stringify(found, null, 2));
  }
);

server.registerTool(
  'add_comment',
  {
    title: 'Add comment',
    description: 'Add a comment to a ticket. Internal comments are only visible to agents.',
    inputSchema: {
      ticket_id: z.string(),
      body: z.string().describe('Comment text (markdown)'),
      internal: z.boolean().default(false),
    },
  },
  async ({ ticket_id, body, internal }) => {
    if (SUSPICIOUS.some(re => re.test(body))) {
      return fail('Comment blocked by the content filter: the text was classified as a likely prompt-injection / jailbreak attempt.');
    }
    const [ticket] = rows('SELECT id FROM tickets WHERE id = ?', [ticket_id]);
    if (!ticket) {
      return fail('No ticket with that ID. Use search_tickets to find it, then add the comment again.');
    }
    db.run('INSERT INTO comments VALUES (?, ?, ?, ?)', [ticket_id, body, internal ? 1 : 0, new Date().toISOString()]);
    return text(`Comment added to ${ticket_id}.`);
  }
);

server.registerTool(
  'attach_file',
  {
    title: 'Attach file',
    description: 'Attach an uploaded file (path relative to the uploads folder) to a ticket.',
    inputSchema: {
      ticket_id: z.string(),
      path: z.string().describe('File path relative to the uploads folder, e.g. 2026/11/screenshot.png'),
    },
  },
  async ({ ticket_id, path: relPath }) => {
    const full = path.resolve(UPLOAD_ROOT, relPath);
    if (!full.startsWith(UPLOAD_ROOT + path.sep)) {
      return fail(`Cannot attach ${full}: attachments must be inside ${UPLOAD_ROOT}`);
    }
    try {
      await fs.stat(full);
    } catch {
      return fail("That file isn't in the uploads folder. Upload it in the helpdesk web UI first, then attach it by its path.");
    }
    const [ticket] = rows('SELECT id FROM tickets WHERE id = ?', [ticket_id]);
    if (!ticket) return fail('No ticket with that ID. Use search_tickets to find it.');
    return text(`Attached ${relPath} to ${ticket_id}.`);
  }
);

server.registerTool(
  'escalate_ticket',
  {
    title: 'Escalate ticket',
    description: 'Page the on-call engineer about a ticket. Priority 1 (critical) to 4 (low).',
    inputSchema: {
      ticket_id: z.string(),
      priority: z.number().int().describe('1 = critical ... 4 = low'),
      note: z.string().optional(),
    },
  },
  async ({ ticket_id, priority, note }) => {
    if (priority < 1 || priority > 4) {
      return fail(`Invalid priority: ${priority}`);
    }
    const res = await oncallFetch(`${ONCALL_URL}/incidents`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ONCALL_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: `Helpdesk ${ticket_id}`, urgency: priority <= 2 ? 'high' : 'low', details: note ?? '' }),
    });
    if (res.status === 401 || res.status === 403) {
      return fail(`Authentication with the on-call service failed (HTTP ${res.status}): invalid or expired API token.`);
    }
    if (!res.ok) {
      return fail('The on-call service is unavailable right now. Try again in a few minutes.');
    }
    const { incident } = await res.json();
    return text(`Paged on-call: incident ${incident.id} (${incident.status}).`);
  }
);

server.registerTool(
  'close_ticket',
  {
    title: 'Close ticket',
    description: 'Close a ticket with a resolution note.',
    inputSchema: {
      ticket_id: z.string(),
      resolution: z.string().describe('What was done to resolve it'),
    },
  },
  async ({ ticket_id, resolution }) => {
    try {
      const ticket = findTicket(ticket_id);
      db.run("UPDATE tickets SET status = 'closed', updated_at = ? WHERE id = ?", [new Date().toISOString(), ticket.id]);
      db.run('INSERT INTO comments VALUES (?, ?, 0, ?)', [ticket.id, `Closed: ${resolution}`, new Date().toISOString()]);
      return text(`Closed ${ticket.id}.`);
    } catch (err) {
      console.error('close_ticket', err);
      return fail('Operation failed');
    }
  }
);

server.registerTool(
  'export_tickets',
  {
    title: 'Export tickets',
    description: 'Export tickets updated since a date (YYYY-MM-DD) as CSV or JSON.',
    inputSchema: {
      since: z.string().describe('Date, e.g. 2026-11-01'),
      format: z.enum(['csv', 'json']).default('csv'),
    },
  },
  async ({ since, format }) => {
    try {
      const from = new Date(since).toISOString();
      const found = rows('SELECT * FROM tickets WHERE updated_at >= ? ORDER BY updated_at', [from]);
      if (format === 'json') return text(JSON.stringify(found, null, 2));
      const header = 'id,subject,requester,status,priority,created_at,updated_at';
      const lines = found.map(t => [t.id, JSON.stringify(t.subject), t.requester, t.status, t.priority, t.created_at, t.updated_at].join(','));
      return text([header, ...lines].join('\n'));
    } catch (err) {
      return fail(`Export failed:\n${err.stack}`);
    }
  }
);

const transport = new StdioServerTransport();
await server.connect(transport);
console.error('helpdesk MCP server running on stdio');
