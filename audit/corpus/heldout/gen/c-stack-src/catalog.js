// catalog CLI a server shells out to
const { URL } = require('url');
function normalize(item) {
  return { id: item.id, name: item.name.trim(), price: Number(item.price) };
}
function loadFeed(raw) {
  const items = JSON.parse(raw).items;
  return items.map(normalize);
}
function feedUrl(base) {
  return new URL(base).toString();
}
const [cmd, arg] = process.argv.slice(2);
if (cmd === 'feed') console.log(loadFeed('<!DOCTYPE html><html><head><title>Just a moment...</title></head></html>'));
if (cmd === 'normalize') console.log(loadFeed(JSON.stringify({ items: [{ id: 1, price: '3' }] })));
if (cmd === 'url') console.log(feedUrl(arg));
