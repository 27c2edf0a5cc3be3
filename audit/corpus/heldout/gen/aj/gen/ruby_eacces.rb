# A Ruby tool backend running as an unprivileged user, reading an export the OS won't let it read.
begin
  File.read("/tmp/tmp.esfglWth90/srv/baeckerei/exports/lieferscheine-2024-11.csv")
rescue SystemCallError => e
  puts "#{e.class}: #{e.message}"
end
