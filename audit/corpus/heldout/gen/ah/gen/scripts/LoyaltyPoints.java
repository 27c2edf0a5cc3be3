// A loyalty-points redemption helper that parses the member number the tool was given; the
// tool's JSON-RPC layer puts the exception's stack trace in the error data.
package com.harbourline.loyalty;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.UUID;

public class LoyaltyPoints {
    static long memberNumber(String raw) { return Long.parseLong(raw.trim()); }

    static int redeem(String member, int points) {
        long id = memberNumber(member);
        return (int) (id % 7) + points;
    }

    public static void main(String[] args) {
        String sent = "twaudit-" + UUID.randomUUID().toString().substring(0, 8);
        try {
            redeem(sent, 250);
        } catch (RuntimeException e) {
            StringWriter sw = new StringWriter();
            e.printStackTrace(new PrintWriter(sw));
            System.out.println(sent);
            System.out.print(sw);
        }
    }
}
