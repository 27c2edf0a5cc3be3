// Stand-in tool dispatcher, used only to obtain a real V8 stack trace.
'use strict';
const rates = require('./rates.js');
async function handleToolCall(name, args) {
  if (name === 'get_exchange_rates') return rates.getExchangeRates(args.base);
  throw new Error('unknown tool');
}
module.exports = { handleToolCall };
