// Geocoding tool under Deno: reads a per-region config file that does not exist (t25-049).
interface RegionConfig { tileServer: string }

async function loadRegion(region: string): Promise<RegionConfig> {
  const raw = await Deno.readTextFile(new URL(`./regions/${region}.json`, import.meta.url));
  return JSON.parse(raw);
}

async function geocode(region: string, query: string) {
  const cfg = await loadRegion(region);
  return `${cfg.tileServer}?q=${encodeURIComponent(query)}`;
}

await geocode(Deno.args[0], "Seoul Station");
