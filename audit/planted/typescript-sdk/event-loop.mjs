// Reports: one slow tool on the official TypeScript SDK (McpServer, registerTool, zod),
// written two ways, for toolwright-audit's head-of-line check.
//
// Part of toolwright-audit's recall corpus (audit/planted/planted.json). The SDK handles
// each request as it arrives, so a slow call holds no other request, unless the tool
// blocks the event loop that reads them:
//
// - `held`: a tool that waits synchronously (Atomics.wait, as a synchronous client or a
//   long loop would): every request waits behind it (planted: head-of-line-blocking);
// - `awaits`: the same tool awaiting its wait (a timer): clean.
//
// A name of other characters than lowercase letters, digits and dashes is refused at once;
// any other waits (the report is looked up and built), then a name that is not a report's
// is refused with what to call next.
//
//   node event-loop.mjs --tool held|awaits     # stdio

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import * as z from 'zod/v4';

const WAIT_MS = 1200; // over the audit's one-second bar for a slow call
const REPORTS = ['weekly-sales', 'monthly-churn'];
const NAME = /^[a-z0-9-]+$/;
const tool = process.argv[process.argv.indexOf('--tool') + 1];
if (!['held', 'awaits'].includes(tool)) {
  console.error('usage: node event-loop.mjs --tool held|awaits');
  process.exit(2);
}

const text = t => ({ content: [{ type: 'text', text: t }] });
const toolError = t => ({ ...text(t), isError: true });

const server = new McpServer({ name: 'reports', version: '1.0.0' });
server.registerTool(
  'list_reports',
  { description: 'List the reports that can be built.', inputSchema: {} },
  async () => text(REPORTS.join('\n')),
);
server.registerTool(
  'build_report',
  {
    description: 'Build a report by name (takes a moment).',
    inputSchema: { name: z.string().describe('The report to build') },
  },
  async ({ name }) => {
    if (!NAME.test(name)) {
      return toolError("A report's name is lowercase letters, digits and dashes: call list_reports to see them.");
    }
    if (tool === 'held') {
      // A synchronous wait inside the handler: the event loop stops.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, WAIT_MS);
    } else {
      await new Promise(resolve => setTimeout(resolve, WAIT_MS));
    }
    if (!REPORTS.includes(name)) return toolError('No report has that name: call list_reports to see them.');
    return text(`Report ${name} built.`);
  },
);
await server.connect(new StdioServerTransport());
