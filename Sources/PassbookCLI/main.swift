import PassbookCommands

PassbookCommand.main()
