package no.fjordline.ledger;

public class McpServer {
    static Object postEntry(java.util.Map<String, Object> args) {
        return new PostingService().toOre((Double) args.get("amount"), (String) args.get("currency"));
    }

    public static void main(String[] a) {
        try {
            postEntry(java.util.Map.of("amount", 250.0, "currency", "SEK"));
        } catch (Exception e) {
            e.printStackTrace(System.out);
        }
    }
}
