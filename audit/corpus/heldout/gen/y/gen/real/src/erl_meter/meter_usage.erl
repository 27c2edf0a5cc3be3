-module(meter_usage).
-export([average/1, handle_call/2, run/0]).

average(Readings) ->
    lists:sum(Readings) div length(Readings).

handle_call(<<"daily_average">>, #{<<"meter">> := _Id}) ->
    average([]).

run() ->
    try handle_call(<<"daily_average">>, #{<<"meter">> => <<"M-2231">>})
    catch Class:Reason:Stack ->
        io:format("~p~n", [{Class, Reason, Stack}])
    end.
