import ArgumentParser
import PassbookCommands

PassbookCommand.main()
