package com.acme.payments;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;

public class GatewayClient {
    static class PaymentGatewayException extends Exception {
        PaymentGatewayException(String msg, Throwable cause) { super(msg, cause); }
    }

    private final int port;

    GatewayClient(int port) { this.port = port; }

    byte[] authorize(String orderId) throws PaymentGatewayException {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", port), 500);
            return new byte[0];
        } catch (IOException e) {
            throw new PaymentGatewayException("authorize failed for order " + orderId, e);
        }
    }

    static String capture(GatewayClient client, String orderId) {
        try {
            return new String(client.authorize(orderId));
        } catch (PaymentGatewayException e) {
            throw new IllegalStateException("capture aborted", e);
        }
    }

    public static void main(String[] args) {
        try {
            capture(new GatewayClient(Integer.parseInt(args[1])), args[0]);
        } catch (RuntimeException e) {
            e.printStackTrace(System.out);
        }
    }
}
