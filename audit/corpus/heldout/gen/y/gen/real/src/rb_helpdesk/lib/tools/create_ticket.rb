require_relative "../guard/prompt_shield"

module Tools
  class CreateTicket
    def call(args)
      body = Guard::PromptShield.new.check!(args.fetch("body"))
      { id: 1 }
    end
  end
end
