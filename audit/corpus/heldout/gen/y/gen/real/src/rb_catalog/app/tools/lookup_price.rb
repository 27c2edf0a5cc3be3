require_relative "../services/price_list"

module Tools
  class LookupPrice
    def call(args)
      list = Catalog::PriceList.new([{ sku: "TB-1001", prices: { jpy: 4800 } }])
      { price: list.price_for(args.fetch("sku")) }
    end
  end
end
