// Java 17: `java Gen.java` -> out/java.json. JDK's own exception texts.
import com.sun.net.httpserver.HttpServer;
import java.io.*;
import java.net.*;
import java.nio.file.*;
import java.util.*;

public class Gen {
    static String js(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"': b.append("\\\""); break;
                case '\\': b.append("\\\\"); break;
                case '\n': b.append("\\n"); break;
                case '\t': b.append("\\t"); break;
                default: b.append(c);
            }
        }
        return b.append('"').toString();
    }

    // What a Java MCP server's read_file does: resolve, normalize, relativize against the root.
    static String readFile(Path root, String requested) throws IOException {
        Path target = root.resolve(requested).normalize();
        Path rel = root.relativize(target);
        if (rel.startsWith("..") || rel.isAbsolute()) {
            throw new SecurityException(target + " is outside " + root + " (relative: " + rel + ")");
        }
        return Files.readString(target);
    }

    public static void main(String[] a) throws Exception {
        Map<String, String> out = new LinkedHashMap<>();
        try {
            readFile(Paths.get("/srv/mcp/data"), "twaudit-3f9a1c7e/../../../../../../../etc/passwd");
        } catch (SecurityException e) {
            out.put("java_relativize", e.toString());
        }
        try {
            readFile(Paths.get("/srv/mcp/data"), "reports/2024/summary.md");
        } catch (IOException e) {
            out.put("java_nosuchfile", e.toString());
        }

        HttpServer srv = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        srv.createContext("/", ex -> {
            byte[] body = "{\"error\":\"unauthorized\"}".getBytes();
            ex.sendResponseHeaders(401, body.length);
            ex.getResponseBody().write(body);
            ex.close();
        });
        srv.start();
        URL u = new URL("http://127.0.0.1:" + srv.getAddress().getPort() + "/api/v2/tickets?status=open");
        HttpURLConnection c = (HttpURLConnection) u.openConnection();
        c.setRequestProperty("Authorization", "Bearer expired-token");
        try (InputStream in = c.getInputStream()) {
            in.readAllBytes();
        } catch (IOException e) {
            out.put("java_http_401", e.toString());
        }
        srv.stop(0);

        StringBuilder sb = new StringBuilder("{\n");
        int i = 0;
        for (var en : out.entrySet()) {
            sb.append(" ").append(js(en.getKey())).append(": ").append(js(en.getValue()));
            sb.append(++i < out.size() ? ",\n" : "\n");
        }
        sb.append("}\n");
        Files.writeString(Paths.get("out/java.json"), sb.toString());
        System.out.print(sb);
    }
}
