%% Erlang escript: a function_clause crash in a gen_server-less worker, printed via erl_error (t25-036).
-module(ledger_crash).
-export([main/1]).

post(#{currency := <<"EUR">>} = Entry, Amount) when is_integer(Amount) ->
    Entry#{amount => Amount}.

main([Arg]) ->
    try post(#{currency => list_to_binary(Arg)}, 100)
    catch
        Class:Reason:Stack ->
            io:format("~s~n", [erl_error:format_exception(Class, Reason, Stack)])
    end.
