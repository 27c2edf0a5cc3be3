# Elixir: a reserve_stock tool handler and the dispatcher that runs it in a Task, evaluated under lib/ file names;
# the dispatcher returns Exception.format/3 of what the handler raised.
Code.eval_string("""
defmodule DepotMcp.Tools.ReserveStock do
  def call(%{"sku" => sku, "qty" => qty}, stock) do
    bin = Map.fetch!(stock, sku)
    reserve(bin, qty)
  end

  defp reserve(%{on_hand: on_hand} = bin, qty) when on_hand >= qty do
    {:ok, %{bin | on_hand: on_hand - qty}}
  end
end
""", [], file: "lib/depot_mcp/tools/reserve_stock.ex")
Code.eval_string("""
defmodule DepotMcp.MCP.Dispatcher do
  def run(tool, args, stock) do
    fn ->
      try do
        tool.call(args, stock)
      rescue
        e -> {:error, Exception.format(:error, e, __STACKTRACE__)}
      end
    end
    |> Task.async()
    |> Task.await(5_000)
  end
end
""", [], file: "lib/depot_mcp/mcp/dispatcher.ex")
{:error, text} = DepotMcp.MCP.Dispatcher.run(DepotMcp.Tools.ReserveStock, %{"sku" => "twaudit-31c9e7a2", "qty" => 4}, %{"SKU-88" => %{on_hand: 12}})
IO.puts(text)
