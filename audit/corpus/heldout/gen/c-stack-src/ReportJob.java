package com.acme.reports;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

public class ReportJob {
    record Line(String sku, BigDecimal amount) {}

    static BigDecimal total(List<Line> lines, Map<String, BigDecimal> rates) {
        BigDecimal sum = BigDecimal.ZERO;
        for (Line l : lines) {
            sum = sum.add(l.amount().multiply(rates.get(l.sku())));
        }
        return sum;
    }

    static int parseLimit(String raw) {
        return Integer.parseInt(raw);
    }

    static String loadTemplate(String name) {
        try {
            return Files.readString(Path.of("/var/lib/reports/templates", name + ".tpl"));
        } catch (IOException e) {
            throw new UncheckedIOException("template load failed: " + name, e);
        }
    }

    public static void main(String[] args) {
        if (args[0].equals("render")) {
            System.out.println(loadTemplate(args[1]));
        } else if (args[0].equals("limit")) {
            System.out.println(parseLimit(args[1]));
        } else {
            System.out.println(total(List.of(new Line("A-1", BigDecimal.ONE), new Line("B-7", BigDecimal.TEN)), Map.of("A-1", BigDecimal.ONE)));
        }
    }
}
