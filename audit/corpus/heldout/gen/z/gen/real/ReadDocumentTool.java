package de.kanzlei.mcp.docs;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

// Resolves the caller's relative path against the document folder, normalises it and
// reads it; the IOException's stack trace is what the tool returns. Run as an
// unprivileged user so the operating system refuses the read.
public class ReadDocumentTool {
    private final Path docs = Path.of("/srv/akten");

    public String call(String rel) throws Exception {
        Path p = docs.resolve(rel).normalize();
        return new String(Files.readAllBytes(p));
    }

    public static void main(String[] a) {
        try {
            new ReadDocumentTool().call(a[0]);
        } catch (Exception e) {
            StringWriter sw = new StringWriter();
            e.printStackTrace(new PrintWriter(sw));
            System.out.print(sw);
        }
    }
}
