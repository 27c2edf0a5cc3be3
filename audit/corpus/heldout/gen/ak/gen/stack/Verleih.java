// A bike-rental tool (Java) whose catch block returns the exception and its stack as the result text.
import java.util.*;
public class Verleih {
    record Station(String id, String code) { String getCode() { return code; } }
    static Map<String, Station> stations = Map.of("S1", new Station("S1", null));
    static String normalize(Station s) { return s.getCode().trim().toUpperCase(); }
    static String ausleihen(String stationId, String bikeId) { return normalize(stations.get(stationId)) + "/" + bikeId; }
    public static void main(String[] a) {
        try { System.out.println(ausleihen(a[0], a[1])); }
        catch (Exception e) {
            StringBuilder sb = new StringBuilder("Interner Fehler bei der Ausleihe: ").append(e).append("\n");
            for (StackTraceElement el : e.getStackTrace()) sb.append("\tat ").append(el).append("\n");
            System.out.print(sb);
        }
    }
}
