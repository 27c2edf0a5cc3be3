package no.fjordline.ledger;

public class PostingService {
    private final RateCache cache = new RateCache();

    public long toOre(double amount, String currency) {
        try {
            return Math.round(amount * cache.rate(currency) * 100);
        } catch (RuntimeException e) {
            throw new IllegalStateException("conversion failed for " + currency, e);
        }
    }
}
