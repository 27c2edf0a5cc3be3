# GenServer that crashes on an unknown coupon; the crash report logged by OTP is captured (t25-035).
defmodule Cart.Pricing do
  def apply_coupon(total, coupons, code) do
    %{percent: pct} = Map.fetch!(coupons, code)
    total - div(total * pct, 100)
  end
end

defmodule Cart.Server do
  use GenServer

  def start_link(_), do: GenServer.start_link(__MODULE__, %{total: 4200, coupons: %{"SPRING10" => %{percent: 10}}}, name: __MODULE__)
  def init(state), do: {:ok, state}

  def handle_call({:coupon, code}, _from, state) do
    total = Cart.Pricing.apply_coupon(state.total, state.coupons, code)
    {:reply, total, %{state | total: total}}
  end
end

[code] = System.argv()
{:ok, _} = Cart.Server.start_link([])
Process.flag(:trap_exit, true)
try do
  GenServer.call(Cart.Server, {:coupon, code})
catch
  :exit, _ -> :ok
end
Process.sleep(300)
