package com.northwind.mcp.tools;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Map;

public class AttachmentTool {
    private final Path uploadRoot = Path.of("/opt/app/uploads");

    byte[] load(String relative) throws IOException {
        Path p = Path.of(uploadRoot.toString(), relative);
        return Files.readAllBytes(p);
    }

    public Map<String, Object> call(Map<String, Object> args) {
        try {
            byte[] data = load((String) args.get("path"));
            return Map.of("content", Base64.getEncoder().encodeToString(data));
        } catch (Exception e) {
            StringWriter sw = new StringWriter();
            e.printStackTrace(new PrintWriter(sw));
            return Map.of("isError", true, "text", sw.toString());
        }
    }

    public static void main(String[] a) {
        if (a[0].equals("read")) {
            System.out.print(new AttachmentTool().call(Map.of("path", a[1])).get("text"));
        } else {
            System.out.print(new PageTool().call(Map.of("pageSize", a[1])).get("text"));
        }
    }
}

class PageTool {
    int parsePageSize(Object raw) {
        return Integer.parseInt(String.valueOf(raw));
    }
    public Map<String, Object> call(Map<String, Object> args) {
        try {
            int size = parsePageSize(args.get("pageSize"));
            return Map.of("text", "ok " + size);
        } catch (RuntimeException e) {
            return Map.of("isError", true, "text", e.toString());
        }
    }
}
