// A Node tool that parses an upstream body as JSON; the upstream sent an HTML page.
async function fetchRate(pair) {
  const body = '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head></html>';
  return JSON.parse(body)[pair];
}
async function handleCall(args) {
  try {
    return await fetchRate(args.pair);
  } catch (e) {
    process.stdout.write(e.stack);
  }
}
handleCall({ pair: 'EUR/HUF' });
