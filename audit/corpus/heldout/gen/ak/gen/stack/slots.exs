# An Elixir scheduling tool; the error and formatted stacktrace go back as the tool result text.
defmodule Clinic.Slots do
  def book(%{"slot" => slot, "patient" => p}) when is_binary(slot), do: {:ok, slot, p}
  def handle(args) do
    try do
      book(args)
    rescue
      e -> {:error, Exception.format(:error, e, __STACKTRACE__)}
    end
  end
end
{:error, msg} = Clinic.Slots.handle(%{"slot" => 930, "patient" => "P-2291"})
IO.puts(msg)
