// mono: mcs -debug, mono --debug -> frames "in <file>:<line>"
using System;
using System.Collections.Generic;
using System.Globalization;

// #line maps the debug file names to the layout of a deployed build (a standard C# directive)
#line 1 "/src/Contoso.Fulfillment/Services/ShipmentService.cs"
namespace Contoso.Fulfillment.Services
{
    public class Shipment { public string Carrier; public Address Destination; }
    public class Address { public string PostalCode; }

    public class ShipmentService
    {
        readonly Dictionary<string, Shipment> store = new Dictionary<string, Shipment> {
            { "SH-1001", new Shipment { Carrier = "dhl" } } };

        public string GetPostalCode(string id)
        {
            var s = store[id];
            return s.Destination.PostalCode.ToUpperInvariant();
        }

        public int ParseQuantity(string raw)
        {
            return int.Parse(raw, CultureInfo.InvariantCulture);
        }
    }
}

#line 1 "/src/Contoso.Fulfillment/ToolHost.cs"
namespace Contoso.Fulfillment
{
    using Contoso.Fulfillment.Services;

    public static class ToolHost
    {
        static string Esc(string s) { return s.Replace("\\", "\\\\").Replace("\n", "\\n").Replace("\t", "\\t").Replace("\r", ""); }
        static void Put(string k, string v) { Console.WriteLine(k + "\t" + Esc(v)); }

        static object Dispatch(string tool, string arg)
        {
            var svc = new ShipmentService();
            switch (tool) {
                case "get_postal_code": return svc.GetPostalCode(arg);
                case "parse_quantity": return svc.ParseQuantity(arg);
                default: return svc.GetPostalCode("missing-" + arg);
            }
        }

        public static void Main()
        {
            try { Dispatch("get_postal_code", "SH-1001"); }
            catch (Exception e) { Put("mono-nre-tostring", e.ToString()); Put("mono-nre-msg", e.Message); }
            try { Dispatch("parse_quantity", "twaudit-e1f7a2c4"); }
            catch (Exception e) { Put("mono-format-tostring", e.ToString()); Put("mono-format-msg", e.GetType().FullName + ": " + e.Message); }
            try { Dispatch("parse_quantity", "987654321987"); }
            catch (Exception e) { Put("mono-overflow-msg", e.GetType().FullName + ": " + e.Message); }
            try { Dispatch("lookup", "SH-9"); }
            catch (Exception e) { Put("mono-keynotfound-msg", e.Message); Put("mono-keynotfound-tostring", e.ToString()); }
        }
    }
}
