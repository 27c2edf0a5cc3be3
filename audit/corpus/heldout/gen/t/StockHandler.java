// Real JVM output (OpenJDK 17): an inventory tool handler that parses a quantity and calls the
// warehouse service with java.net.http.HttpClient.  Build/run: see gen/run_java.sh
package com.acme.stock;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;

public class StockHandler {
    static String trace(Throwable t) { StringWriter w = new StringWriter(); t.printStackTrace(new PrintWriter(w)); return w.toString(); }

    int parseQuantity(String raw) { return Integer.parseInt(raw); }

    String reserve(String sku, String qty) {
        int q = parseQuantity(qty);
        return "reserved " + q + " of " + sku;
    }

    String warehouse(String sku) throws Exception {
        HttpClient c = HttpClient.newHttpClient();
        HttpRequest r = HttpRequest.newBuilder(URI.create("http://127.0.0.1:5999/wms/stock/" + sku)).GET().build();
        return c.send(r, HttpResponse.BodyHandlers.ofString()).body();
    }

    String manifest(String name) throws Exception {
        return Files.readString(Path.of("/opt/stock-mcp/manifests", name));
    }

    public static void main(String[] a) {
        StockHandler h = new StockHandler();
        try { h.reserve("A-100", "twaudit-5c1e8b3f"); } catch (Exception e) { System.out.println("=====nfe\n" + trace(e)); }
        try { h.warehouse("A-100"); } catch (Exception e) { System.out.println("=====connect\n" + trace(e)); }
        try { h.manifest("twaudit-0e7d4a29.json"); } catch (Exception e) { System.out.println("=====nosuchfile\n" + trace(e)); }
    }
}
