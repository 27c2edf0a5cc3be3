module Catalog
  class PriceList
    def initialize(rows)
      @rows = rows
    end

    def price_for(sku)
      row = @rows.find { |r| r[:sku] == sku }
      row[:prices].fetch(:jpy)
    end
  end
end
