// Second-batch C# generator (Mono 6.8): prints "=== key ===" sections as a C# MCP server would pass them on.
using System;
using System.IO;

namespace Acme.Exports {
    static class ExportStore {
        const string Root = "/srv/exports";

        static string Resolve(string path) {
            string full = Path.GetFullPath(Path.Combine(Root, path));
            if (!full.StartsWith(Root + "/", StringComparison.Ordinal))
                throw new ArgumentException($"Path '{full}' is outside the export root '{Root}'.", nameof(path));
            return full;
        }

        static void Main() {
            try { Resolve("twaudit-58c2e0f1/../../../../../../../etc/passwd"); }
            catch (ArgumentException e) {
                Console.WriteLine("=== argumentexception-message ===\n" + e.Message);
                Console.WriteLine("=== argumentexception-tostring-head ===\n" + e.GetType().FullName + ": " + e.Message);
            }
        }
    }
}
