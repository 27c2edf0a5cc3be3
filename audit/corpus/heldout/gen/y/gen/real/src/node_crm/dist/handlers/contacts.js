'use strict';
function primaryEmail(contact) {
  return contact.channels.email.toLowerCase();
}
async function syncContact(args, store) {
  const contact = await store.get(args.contactId);
  return { email: primaryEmail(contact) };
}
module.exports = { syncContact };
