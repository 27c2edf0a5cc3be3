module git.dispo.internal/tarife/tarifsvc

go 1.19
