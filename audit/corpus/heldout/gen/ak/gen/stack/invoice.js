// A Node invoicing tool: import succeeds but per-line failures come back as warnings with the error stack.
function normalizeLine(line) { return { sku: line.sku, amount: line.price.amount * line.qty, currency: line.price.currency }; }
function importInvoice(inv) {
  const lines = [], warnings = [];
  for (const l of inv.lines) { try { lines.push(normalizeLine(l)); } catch (e) { warnings.push(e.stack.split("\n").slice(0, 4).join("\n")); } }
  return { imported: lines.length, skipped: warnings.length, warnings };
}
console.log(JSON.stringify(importInvoice({ lines: [{ sku: "K-100", qty: 2, price: { amount: 12.5, currency: "EUR" } }, { sku: "K-220", qty: 1 }] })));
