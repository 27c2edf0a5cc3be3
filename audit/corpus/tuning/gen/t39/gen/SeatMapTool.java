// Real output: a careless Java MCP tool handler that returns the full stack trace of an
// exception as the tool's error text. Compiled and run with the JDK found in the scratch env:
//   javac -d OUT SeatMapTool.java && java -cp OUT com.skyrail.mcp.tools.SeatMapTool <canary>
package com.skyrail.mcp.tools;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;

public class SeatMapTool {
    static int parseRow(String raw) {
        return Integer.parseInt(raw.trim());
    }

    static String seatMap(Map<String, Object> args) {
        int row = parseRow(String.valueOf(args.get("row")));
        return "{\"row\":" + row + "}";
    }

    public static void main(String[] argv) {
        try {
            System.out.print(seatMap(Map.of("flight", "SR2291", "row", argv[0])));
        } catch (RuntimeException e) {
            StringWriter sw = new StringWriter();
            e.printStackTrace(new PrintWriter(sw));
            System.out.print("seat_map failed: " + sw);
        }
    }
}
