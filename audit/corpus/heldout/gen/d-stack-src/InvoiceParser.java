// Batch D: a real JVM stack trace (NumberFormatException from Integer.parseInt on the probe's value).
package com.acme.billing.mcp;
public class InvoiceParser {
    static int parseQuantity(String raw) { return Integer.parseInt(raw); }
    static void handle(String raw) { parseQuantity(raw); }
    public static void main(String[] a) {
        try { handle(a[0]); } catch (Exception e) { e.printStackTrace(); }
    }
}
