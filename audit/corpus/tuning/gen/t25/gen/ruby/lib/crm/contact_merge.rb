# CRM contact merge fragment: looks up a contact that may not exist (t25-044).
module Crm
  class ContactMerge
    def initialize(store)
      @store = store
    end

    def merge(primary_id, duplicate_id)
      primary = @store[primary_id]
      duplicate = @store[duplicate_id]
      primary.merge(emails: (primary[:emails] + duplicate.fetch(:emails)).uniq)
    end
  end
end
