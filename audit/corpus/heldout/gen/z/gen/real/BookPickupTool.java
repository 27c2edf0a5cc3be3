package no.fjordfrakt.mcp.tools;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;

// Mimics a hand-rolled MCP tool handler that parses "pallets" with Integer.parseInt
// and hands the caught exception's stack trace back as the tool result text.
public class BookPickupTool {
    public String call(Map<String, Object> args) {
        int pallets = Integer.parseInt(String.valueOf(args.get("pallets")));
        return "booked " + pallets;
    }

    public static void main(String[] a) {
        BookPickupTool t = new BookPickupTool();
        try {
            t.call(Map.of("pallets", a[0], "depot", "BGO-2"));
        } catch (RuntimeException e) {
            StringWriter sw = new StringWriter();
            e.printStackTrace(new PrintWriter(sw));
            System.out.print(sw);
        }
    }
}
