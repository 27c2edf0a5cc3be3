module Zones = Map.Make (String)

let zones = Zones.(empty |> add "A" 2.40 |> add "B" 3.10)

let fare_for zone rides = Zones.find zone zones *. float_of_int rides

let handle_quote zone rides = Printf.sprintf "%.2f" (fare_for zone rides)

let () =
  Printexc.record_backtrace true;
  try print_endline (handle_quote "C" 4)
  with e ->
    print_string (Printexc.to_string e ^ "\n" ^ Printexc.get_backtrace ())
