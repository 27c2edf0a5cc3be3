package no.fjordbuss;
import java.util.Map;
public class SeatService {
    static int parseSeats(Map<String, Object> args) {
        return Integer.parseInt(String.valueOf(args.get("seats")));
    }
    public static String reserve(Map<String, Object> args) {
        int seats = parseSeats(args);
        return "reserved " + seats;
    }
    public static void main(String[] a) {
        try {
            System.out.println(reserve(Map.of("route", "F12", "seats", a[0])));
        } catch (Exception e) {
            java.io.StringWriter sw = new java.io.StringWriter();
            e.printStackTrace(new java.io.PrintWriter(sw));
            System.out.print(sw);
        }
    }
}
