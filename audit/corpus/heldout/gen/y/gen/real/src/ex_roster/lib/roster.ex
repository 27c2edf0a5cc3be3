defmodule Roster.Shifts do
  def hours_per_person(total_hours, people) do
    div(total_hours, length(people))
  end
end

defmodule Roster.Tools do
  def call("split_shift", %{"hours" => h, "team" => team}) do
    %{per_person: Roster.Shifts.hours_per_person(h, team)}
  end
end

defmodule Roster.Server do
  def handle_request(name, args) do
    try do
      {:ok, Roster.Tools.call(name, args)}
    rescue
      e -> {:error, Exception.format(:error, e, __STACKTRACE__)}
    end
  end
end
