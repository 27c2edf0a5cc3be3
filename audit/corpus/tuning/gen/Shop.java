// Java 17 failures as a JVM-backed service produces them. Run: java Shop.java [key]
// Prints "=== key ===" sections; gen/build.py picks them up from out/java.txt.
package com.acme.orders;

import java.io.*;
import java.net.*;
import java.nio.file.*;

public class Shop {
    enum Status { PENDING, PAID, SHIPPED }

    static class OrderRepository {
        long findTotal(String customerId, String limit) {
            int n = Integer.parseInt(limit);           // the wrong-type probe lands here
            return n * 10L;
        }
    }

    static class OrderService {
        private final OrderRepository repo = new OrderRepository();
        long exportOrders(String customerId, String limit) {
            try {
                return repo.findTotal(customerId, limit);
            } catch (NumberFormatException e) {
                throw new IllegalStateException("export failed for customer " + customerId, e);
            }
        }
    }

    static String trace(Throwable t) {
        StringWriter sw = new StringWriter();
        t.printStackTrace(new PrintWriter(sw));
        return sw.toString();
    }

    static void section(String key, String text) {
        System.out.println("=== " + key + " ===");
        System.out.println(text);
    }

    public static void main(String[] args) throws Exception {
        try { Integer.parseInt("twaudit-4b7d21e9"); }
        catch (NumberFormatException e) { section("nfe-message", e.getMessage()); }

        try { Status.valueOf("twaudit-90c3aa51"); }
        catch (IllegalArgumentException e) { section("enum-message", e.getMessage()); }

        try { new OrderService().exportOrders("cus_1042", "twaudit-e12f6c08"); }
        catch (RuntimeException e) { section("export-trace", trace(e)); }

        try {
            HttpURLConnection c = (HttpURLConnection) new URL("http://127.0.0.1:9/v2/ledger/balances").openConnection();
            c.getResponseCode();
        } catch (IOException e) { section("connect-trace", trace(e)); }

        Path root = Paths.get("/opt/ledger/exports");
        Path p = root.resolve("twaudit-7a1c9e44/../../../../../../../etc/passwd").normalize();
        if (!p.startsWith(root)) {
            section("path-security", new SecurityException("Path " + p + " is not within the permitted base directory " + root).toString());
        }

        // Opened for append and closed without writing: harmless even as root; run as nobody to see the denial.
        if (!"root".equals(System.getProperty("user.name"))) {
            try (OutputStream o = Files.newOutputStream(p, StandardOpenOption.WRITE, StandardOpenOption.APPEND)) { }
            catch (IOException e) { section("access-denied", e.toString()); }
        }
    }
}
