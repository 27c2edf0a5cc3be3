// .NET (Mono 6.8) failures. Build and run: see dotnet.sh. Prints "=== key ===" sections.
using System;
using System.IO;

namespace Acme.Billing {
    enum Currency { EUR, USD, GBP }

    class InvoiceRepository {
        public decimal Total(string customerId) {
            string region = null;
            if (customerId.StartsWith("cus_")) region = LookupRegion(customerId);
            return region.Length * 10m;   // region is null for unknown customers
        }
        string LookupRegion(string id) { return null; }
    }

    class InvoiceService {
        readonly InvoiceRepository repo = new InvoiceRepository();
        public decimal GetBalance(string customerId) { return repo.Total(customerId); }
    }

    static class Program {
        static void Section(string key, string text) { Console.WriteLine("=== " + key + " ==="); Console.WriteLine(text); }

        static void Main() {
            try { Enum.Parse(typeof(Currency), "twaudit-d3a08f17"); }
            catch (ArgumentException e) { Section("enum-parse", e.Message); }

            try { int.Parse("twaudit-5b2e9c40"); }
            catch (FormatException e) { Section("int-parse", e.Message); }

            try { new InvoiceService().GetBalance("cus_77812"); }
            catch (Exception e) { Section("nre-trace", e.ToString()); }

            // Opened for append and closed without writing: harmless even as root; run as nobody to see the denial.
            if (Environment.UserName != "root") {
                string full = Path.GetFullPath(Path.Combine("/var/lib/billing/exports", "twaudit-c2e8a15f/../../../../../../../etc/passwd"));
                try { using (var f = new FileStream(full, FileMode.Append, FileAccess.Write)) { } }
                catch (UnauthorizedAccessException e) { Section("unauthorized", e.GetType().FullName + ": " + e.Message); }
            }
        }
    }
}
