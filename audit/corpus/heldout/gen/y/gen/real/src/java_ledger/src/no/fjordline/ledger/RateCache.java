package no.fjordline.ledger;

import java.util.HashMap;
import java.util.Map;

public class RateCache {
    private final Map<String, String> rates = new HashMap<>();

    public RateCache() { rates.put("EUR", "11.52"); }

    public double rate(String currency) {
        String raw = rates.get(currency);
        return Double.parseDouble(raw.trim());
    }
}
