# Helper run by gen/run_probes.py: prints the Elixir exception the tool passes on.
case System.argv() do
  ["keyerror"] ->
    try do
      line = %{currency: "EUR", net: 1200}
      Map.fetch!(line, :vat_rate)
    rescue
      e -> IO.puts(Exception.format_banner(:error, e))
    end
  ["refused", port] ->
    try do
      {:ok, _sock} = :gen_tcp.connect(~c"127.0.0.1", String.to_integer(port), [:binary], 1000)
    rescue
      e -> IO.puts(Exception.format_banner(:error, e))
    end
  ["badarg", s] ->
    try do
      String.to_integer(s)
    rescue
      e -> IO.puts(Exception.format_banner(:error, e))
    end
end
