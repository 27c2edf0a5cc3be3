'use strict';
const { syncContact } = require('./handlers/contacts');
const store = { async get(id) { return { id, name: 'Ana Souza', channels: {} }; } };
async function callTool(name, args) {
  const handlers = { sync_contact: syncContact };
  return handlers[name](args, store);
}
callTool('sync_contact', { contactId: 'c_5521' }).catch((e) => { process.stdout.write(e.stack); });
